import { redirect } from 'react-router';

// spec §2: unknown paths redirect to the home page.
export function loader() {
  throw redirect('/');
}

export default function Unknown() {
  return null;
}
