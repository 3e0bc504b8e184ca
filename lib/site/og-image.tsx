import { ImageResponse } from 'next/og';

/**
 * The share image every page type uses (next/og, rendered on the server from JSX): the site's
 * name, what kind of page it is, and the page's own title, in the site's colours. Shared links
 * then look alike and say what they lead to.
 */
export const OG_SIZE = { width: 1200, height: 630 };
export const OG_CONTENT_TYPE = 'image/png';
const TITLE_MAX = 110;

const clip = (text: string) =>
  text.length > TITLE_MAX ? `${text.slice(0, TITLE_MAX - 1).trimEnd()}…` : text;

export function ogImage({
  productName,
  kicker,
  title,
}: {
  productName: string;
  kicker: string;
  title: string;
}) {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: '#14213d',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 36 }}>
        <div
          style={{
            width: 56,
            height: 56,
            borderRadius: 14,
            background: '#0b5cad',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 32,
          }}
        >
          {productName.slice(0, 1)}
        </div>
        {productName}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div style={{ fontSize: 30, color: '#9ec5f0', textTransform: 'uppercase', letterSpacing: 2 }}>
          {kicker}
        </div>
        <div style={{ fontSize: 64, lineHeight: 1.15 }}>{clip(title)}</div>
      </div>
      <div style={{ fontSize: 26, color: '#c3ccd8' }}>Compare insurance with confidence</div>
    </div>,
    OG_SIZE,
  );
}
