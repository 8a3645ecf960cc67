import { pageMeta } from './page-meta';
import { useSiteState } from './site-state';

interface PageHeadProps {
  title: string;
  description: string;
  path: string;
}

/** The fields of pageMeta's descriptors, which are title, a canonical link and metas. */
interface Descriptor {
  title?: string;
  href?: string;
  name?: string;
  property?: string;
  content?: string;
}

/**
 * A page's title, description, canonical link and share card, rendered with the page
 * (React puts them in <head>) instead of by the route's `meta`, which runs without the
 * request's site state. Pages that name catalogue products use it, so a product the
 * studio renames is renamed in the served <head> and after hydration alike.
 *
 * Once the studio has changed any product's words, the share picture's address carries
 * the catalogue revision: the server draws the picture anew from the page's current title
 * (src/server/http/share-pictures.ts), and a network that cached the old one asks again.
 */
export function PageHead(props: PageHeadProps) {
  const catalogue = useSiteState()?.catalogue;
  const version =
    catalogue && Object.keys({ ...catalogue.names, ...catalogue.descriptions }).length > 0
      ? `?v=${catalogue.revision}`
      : '';
  return pageMeta(props).map((descriptor) => {
    const { title, href, name, property, content = '' } = descriptor as Descriptor;
    if (title) return <title key="title">{title}</title>;
    if (href) return <link key="canonical" rel="canonical" href={href} />;
    return name ? (
      <meta key={name} name={name} content={content} />
    ) : (
      <meta
        key={property}
        property={property}
        content={property === 'og:image' ? content + version : content}
      />
    );
  });
}
