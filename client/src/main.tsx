// The app's code is evaluated in two steps, each a task of its own, so that neither holds the
// main thread for long: React first, then the app (src/boot.tsx), both fetched at once (the
// build preloads the second from index.html).
void import('react-dom/client').then(() => import('./boot')).then(({ boot }) => boot());
