import { mediaVariantUrl } from '~/shared/media';
import { shareImagePath, shareImageSize } from '~/shared/share-image';
import { casePath, type PublishedCase } from '~/shared/work/work-content';
import { siteName, siteOrigin } from '~/web/lib/page-meta';

/** The cover's JPEG (or PNG) nearest 1200 pixels wide, else /work's own share picture. */
function shareImage(work: PublishedCase) {
  const cover = work.images[0];
  const best = (cover?.variants ?? [])
    .filter((variant) => variant.format === 'jpeg' || variant.format === 'png')
    .sort(
      (a, b) => Math.abs(a.width - shareImageSize.width) - Math.abs(b.width - shareImageSize.width),
    )[0];
  return cover && best
    ? { path: mediaVariantUrl(cover.id, best.width, best.format), ...best, alt: cover.altText }
    : { path: shareImagePath('/work'), ...shareImageSize, alt: `${work.client}: case study` };
}

/**
 * The case's title, description and canonical link, rendered with the page (React puts
 * them in <head>): its data comes from the server's render, not from a route loader. The
 * share picture is the cover; a case without one shares /work's picture.
 */
export function CaseHead({ work }: { work: PublishedCase }) {
  const title = `${work.client}: case study | ${siteName}`;
  const description = work.summary || work.problem.slice(0, 160);
  const url = `${siteOrigin}${casePath(work.slug)}`;
  const image = shareImage(work);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="article" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={`${siteOrigin}${image.path}`} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
