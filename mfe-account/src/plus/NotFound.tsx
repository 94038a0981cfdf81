import { useLocation } from '@sl/contracts/routing';
import { TextLink } from '@sl/ui';
import { plusBase } from './format';

export function PlusNotFound() {
  const { pathname } = useLocation();
  return (
    <>
      <h1>Page not found</h1>
      <p>
        There is no Plus page at this address. <TextLink to={plusBase(pathname)}>Sporting Life Plus</TextLink>
      </p>
    </>
  );
}
