import { BrandFuelPage } from '../features/offers/brandfuel/brandfuel-page';
import { pageMeta } from '../lib/page-meta';

export const meta = () =>
  pageMeta({
    title: 'BrandFuel: done-for-you content plans',
    description:
      'Monthly videos, photos, graphics, blogs and newsletters made for you. Kickstart $295, Propel $795, Velocity $1,295.',
    path: '/brandfuel',
  });

export default function BrandFuelRoute() {
  return <BrandFuelPage />;
}
