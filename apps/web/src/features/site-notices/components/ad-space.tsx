import type { AdSlot } from '@glossa/contracts/site-notices';
import type { AdSpace as AdSpaceData } from '@glossa/contracts/site-notices-answers';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOverlayTurn } from '../../../lib/overlay-queue.tsx';
import { useSignedIn } from '../../../lib/session.ts';
import { useUiLocale } from '../../../lib/ui-locale.ts';
import { siteNoticesApi } from '../api/site-notices-api.ts';
import { CloseButton } from './close-button.tsx';
import './ad-space.css';

const adsKey = (locale: string, signedIn: boolean, slot: AdSlot) => ['ad-spaces', locale, signedIn, slot] as const;

/**
 * One named position in the layout: the ad space due there, if any, in the reader's language.
 * Ads come last of the overlays, one at a time (decision 0048): a slot asks the server for its ad
 * (which counts a show) only when its turn comes, and gives the turn on if there is none. It sits
 * in the page's flow, never over a control; closing it hides it for good there.
 */
export function AdSpace({ slot }: { slot: AdSlot }) {
  const { t } = useTranslation();
  const { locale } = useUiLocale();
  const signedIn = useSignedIn();
  const client = useQueryClient();
  const navigate = useNavigate();
  const key = adsKey(locale, signedIn, slot);
  // Read here, kept fresh by the query below: this component re-renders whenever it changes.
  const known = client.getQueryData<AdSpaceData[]>(key);
  const myTurn = useOverlayTurn('ad', known === undefined || known.length > 0);
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => siteNoticesApi.adSpaces([slot]).catch(() => []),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: myTurn,
  });
  const ad = data?.find((entry) => entry.slot === slot);
  if (!ad || !myTurn) return null;

  const close = () => {
    client.setQueryData<AdSpaceData[]>(key, (list) => list?.filter((entry) => entry.id !== ad.id));
    void siteNoticesApi.closeAdSpace(ad.id).catch(() => undefined);
  };
  const external = ad.linkUrl?.startsWith('https://') ?? false;
  // A path on this site opens inside the app, so the page (and the counting call) stays.
  const click = (event: React.MouseEvent) => {
    void siteNoticesApi.clickAdSpace(ad.id).catch(() => undefined);
    if (external || !ad.linkUrl || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(ad.linkUrl);
  };
  const body = (
    <>
      {ad.imageUrl && <img src={ad.imageUrl} alt="" className="ad-space-image" loading="lazy" />}
      <Typography.Text className="ad-space-text">{ad.text}</Typography.Text>
    </>
  );
  return (
    <aside className={`ad-space ad-space-${slot}`} aria-label={t('notices.adLabel')} data-testid={`ad-space-${slot}`}>
      <span className="ad-space-badge">{t('notices.adLabel')}</span>
      {ad.linkUrl ? (
        <a
          href={ad.linkUrl}
          className="ad-space-link"
          onClick={click}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer sponsored' } : {})}
        >
          {body}
        </a>
      ) : (
        <div className="ad-space-link">{body}</div>
      )}
      <CloseButton label={t('notices.closeAd')} onClick={close} name="ad-space" />
    </aside>
  );
}
