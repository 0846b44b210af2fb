import { Group } from '@mantine/core';
import { IconBrandFacebook, IconBrandWhatsapp, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useIntersection } from '@mantine/hooks';
import { Fragment, useState } from 'react';
import { useTranslation } from '@/lib/i18n/index.ts';
import { useIsVn } from '@/lib/state.ts';
import type { Home } from '@/features/home/api/get-home.ts';
import { pick, pipeToLines } from '@/lib/bilingual.ts';
import { hotlineNumber, whatsappUrl, ZaloMark } from './floating-contacts.tsx';
import classes from './public.module.css';

function Lines({ value }: { value: string }) {
  const lines = pipeToLines(value);
  return (
    <>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  );
}

export function Footer({ home }: { home: Home | undefined }) {
  const { t } = useTranslation();
  const isVn = useIsVn();
  const phoneLines = pipeToLines(home?.phone);
  // The map (a third-party page of its own, hundreds of kB) is put in when the footer comes near
  // the screen, not with the page: the server's markup carries only its pin.
  const { ref: mapRef, entry } = useIntersection<HTMLDivElement>({ rootMargin: '400px 0px' });
  const [mapWanted, setMapWanted] = useState(false);
  if (!mapWanted && entry?.isIntersecting) setMapWanted(true);
  return (
    <footer className={classes.footer} data-testid="site-footer">
      <div className={classes.footerGrid}>
        <div className={classes.map} title={t('footer.mapTitle')} ref={mapRef}>
          {/* The map HTML is an iframe embed sanitised by the gateway (allow-listed map hosts only). */}
          <IconMapPin size={48} stroke={1.2} aria-hidden />
          {mapWanted && home?.map && <div dangerouslySetInnerHTML={{ __html: home.map }} />}
        </div>
        <div className={classes.footerInfo}>
          {home?.logoFooter?.secure_url && (
            <img
              src={home.logoFooter.secure_url}
              alt={t('common.logoAlt')}
              width={home.logoFooter.width ?? 180}
              height={home.logoFooter.height ?? 60}
              loading="lazy"
              style={{ height: 56, width: 'auto', marginBottom: 28 }}
            />
          )}
          <h2 className={classes.footerHeading}>{t('footer.contactInfo')}</h2>
          <dl style={{ margin: 0, display: 'grid', gap: 18 }}>
            <div>
              <dt className={classes.footerLabel}>{t('footer.address')}</dt>
              <dd className={classes.footerValue} style={{ margin: 0 }}>
                <Lines value={pick(isVn, home?.address, home?.addressEn)} />
              </dd>
            </div>
            <div>
              <dt className={classes.footerLabel}>{t('footer.phone')}</dt>
              <dd className={classes.footerValue} style={{ margin: 0 }}>
                {phoneLines.map((line, i) => (
                  <Fragment key={i}>
                    {i > 0 && <br />}
                    <a href={`tel:${line.replace(/[^\d+]/g, '')}`}>{line}</a>
                  </Fragment>
                ))}
              </dd>
            </div>
            <div>
              <dt className={classes.footerLabel}>{t('footer.email')}</dt>
              <dd className={classes.footerValue} style={{ margin: 0 }}>
                {pipeToLines(home?.email).map((line, i) => (
                  <Fragment key={i}>
                    {i > 0 && <br />}
                    <a href={`mailto:${line}`}>{line}</a>
                  </Fragment>
                ))}
              </dd>
            </div>
          </dl>
          <Group gap={12} mt={32} aria-label={t('footer.follow')} role="group">
            {home?.link.facebook && (
              <a
                className={classes.social}
                href={home.link.facebook}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Facebook"
              >
                <IconBrandFacebook size={20} aria-hidden />
              </a>
            )}
            {home?.link.zalo && (
              <a
                className={classes.social}
                href={home.link.zalo}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Zalo"
              >
                <ZaloMark />
              </a>
            )}
            {home?.link.hotline && (
              <a
                className={classes.social}
                href={`tel:${hotlineNumber(home.link.hotline).replace(/[^\d+]/g, '')}`}
                aria-label={t('floating.hotline')}
              >
                <IconPhone size={20} aria-hidden />
              </a>
            )}
            {home && (
              <a
                className={classes.social}
                href={whatsappUrl(home)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="WhatsApp"
              >
                <IconBrandWhatsapp size={20} aria-hidden />
              </a>
            )}
          </Group>
        </div>
      </div>
      <div className={classes.copyright}>
        © {new Date().getFullYear()} · {t('footer.rights')}
      </div>
    </footer>
  );
}
