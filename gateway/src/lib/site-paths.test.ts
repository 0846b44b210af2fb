import { describe, expect, it } from 'vitest';
import {
  areaPath,
  eventIcsPath,
  eventPath,
  eventTagPath,
  FILE_PATHS,
  isAdminPath,
  newsPath,
  PAGE_PATHS,
  pathRegExp,
  thanksPath,
} from './site-paths.ts';

describe('the paths registry', () => {
  it('builds each page address from its pattern', () => {
    expect(areaPath('san-khau')).toBe('/discover/san-khau');
    expect(eventPath('dem-jazz')).toBe('/event/dem-jazz');
    expect(eventTagPath('am-nhac')).toBe('/event/tag/am-nhac');
    expect(newsPath('tin-moi')).toBe('/news/tin-moi');
    expect(eventIcsPath('dem-jazz')).toBe('/event/dem-jazz.ics');
    expect(thanksPath('booking')).toBe('/thanks?from=booking');
  });

  it('matches an address against a pattern, one segment for the slug, nothing more', () => {
    expect(pathRegExp(PAGE_PATHS.event).exec('/event/dem-jazz')?.groups?.slug).toBe('dem-jazz');
    expect(pathRegExp(PAGE_PATHS.event).test('/event/tag/am-nhac')).toBe(false);
    expect(pathRegExp(PAGE_PATHS.eventTag).exec('/event/tag/am-nhac')?.groups?.slug).toBe('am-nhac');
    const ics = pathRegExp(FILE_PATHS.eventIcs, '[a-z0-9-]+');
    expect(ics.exec('/event/dem-jazz.ics')?.groups?.slug).toBe('dem-jazz');
    expect(ics.test('/event/dem-jazzxics')).toBe(false);
    expect(ics.test('/event/Dem.ics')).toBe(false);
  });

  it('tells the admin area apart', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/events')).toBe(true);
    expect(isAdminPath('/administration')).toBe(false);
  });
});
