// The browser entry point.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from '@/app/App';
import { routes } from '@/app/routes';

const router = createBrowserRouter(routes);
const navigate = (to: string, options?: { replace?: boolean }) => void router.navigate(to, options);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
createRoot(container).render(<App router={router} navigate={navigate} />);
