import { APP_TILES, message } from '@tallybook/domain';
import { TileCard, tilesOf } from '../features/downloads/DownloadPage';
import { loadPosDownload } from '../features/invite/join/invite-join.server';
import { PosDownloadPage } from '../features/invite/join/PosDownloadPage';
import { seoTags } from '../lib/seo';
import { PageTopBar } from '../ui/PageTopBar';
import { toast } from '../ui/Toast';
import type { Route } from './+types/invite-xh-download';

// spec §2: the invite area has no layout and no widget
export const handle = { layout: false, kefu: false, nav: false };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPosDownload(request, context);
}

export const meta: Route.MetaFunction = ({ data }) => seoTags(data?.seo);

export default function InviteXhDownload({ loaderData }: Route.ComponentProps) {
  const { language, product, device, origin } = loaderData;
  // spec §5: the other phone system's app cannot be downloaded here
  const refused = () => toast.warning(message(language, 'downloadNotSupported'));
  // spec §2: phones see only the app tiles, as on /download
  const tiles = product ? tilesOf(product).filter((tile) => device === 'desktop' || APP_TILES.includes(tile.tile)) : [];
  return (
    <>
      <PageTopBar language={language} />
      <PosDownloadPage
        product={product}
        downloads={tiles.map((tile) => (
          <TileCard key={tile.tile} tile={tile} device={device} origin={origin} onRefused={refused} />
        ))}
      />
    </>
  );
}
