// The app's entry (app.html, served for every page but the landing page).
import { startApp } from '@/app/start';

const container = document.getElementById('root');
if (!container) throw new Error('app.html has no #root element.');
startApp(container);
