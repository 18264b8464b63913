import { loadPoster } from '../features/invite/share/share.server';
import type { Route } from './+types/invite-poster';

/** GET /invite/poster.svg?of=product|register|xh: the logged-in user's share poster, an image (a resource route). */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadPoster(request, context);
}
