import SearchButton from '@/components/Search';
import type { NavbarItemProps } from './types';

/** The search button; the mobile menu leaves it out because it stays in the bar. */
export default function SearchNavbarItem({ mobile }: NavbarItemProps<'search'>) {
  if (mobile) return null;
  return <SearchButton />;
}
