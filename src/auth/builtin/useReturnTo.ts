// Where to go once signed in: the page that sent the person to sign in, else their workspace.
import { useSearchParams } from 'react-router-dom';
import { REDIRECT_PARAM, safeReturnTo } from '../paths';

export function useReturnTo(): string | null {
  const [params] = useSearchParams();
  return safeReturnTo(params.get(REDIRECT_PARAM));
}
