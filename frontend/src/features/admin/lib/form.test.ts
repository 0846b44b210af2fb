import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { homeInput } from '@gateway/modules/home/home.schemas.ts';
import { tagInput } from '@gateway/modules/tags/tags.schemas.ts';
import { mapSource } from '../home/components/map-preview.tsx';
import { serverFieldErrors, slugify, zodValidate } from './form.ts';

describe('admin form helpers', () => {
  it("turns the gateway's zod issues into Mantine field errors", () => {
    expect(zodValidate(tagInput)({ nameVi: '', nameEn: 'x' })).toEqual({
      nameVi: 'Vui lòng nhập tên tiếng Việt',
    });
    expect(zodValidate(tagInput)({ nameVi: 'Âm nhạc', nameEn: '' })).toEqual({});
    const errors = zodValidate(homeInput)({ email: 'nope', link: { facebook: 'ftp://x' } });
    expect(Object.keys(errors).sort()).toEqual(['email', 'link.facebook']);
  });

  it("reads the gateway's extensions.fields from a GraphQL error", () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Invalid input',
          extensions: { code: 'BAD_USER_INPUT', fields: { slug: 'already in use' } },
        },
      ],
    });
    expect(serverFieldErrors(error)).toEqual({ slug: 'already in use' });
    expect(serverFieldErrors(new Error('x'))).toEqual({});
  });

  it('folds Vietnamese diacritics into slugs', () => {
    expect(slugify('Đêm nhạc Jazz: Sài Gòn xưa')).toBe('dem-nhac-jazz-sai-gon-xua');
  });

  it('previews only the https src of a pasted map embed', () => {
    expect(
      mapSource('<iframe src="https://www.google.com/maps/embed?pb=1&amp;x=2" width="600"></iframe>'),
    ).toBe('https://www.google.com/maps/embed?pb=1&x=2');
    expect(mapSource('<iframe src="javascript:alert(1)"></iframe>')).toBeNull();
    expect(mapSource('<script>alert(1)</script>')).toBeNull();
  });
});
