import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  // Bare layout: no top bar, banner or footer.
  index('routes/home.tsx'),
  route('interactive', 'routes/home.tsx', { id: 'interactive' }),
  route('webinar-series', 'routes/webinar-series.tsx'),
  route('mirror', 'routes/mirror.tsx'),
  route('bizbuiltnow', 'routes/bizbuiltnow.tsx'),
  route('login', 'routes/login.tsx'),
  route('register', 'routes/register.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('confirm-email', 'routes/confirm-email.tsx'),

  // Shared chrome: top bar, webinar banner, footer.
  layout('routes/site-layout.tsx', [
    route('contact', 'routes/contact.tsx'),
    route('static', 'routes/static-home.tsx'),
    route('products', 'routes/products.tsx'),
    route('signal-strength', 'routes/signal-strength.tsx'),
    route('transmission', 'routes/transmission.tsx'),
    route('transmission/:slug', 'routes/transmission-article.tsx'),
    route('work', 'routes/work.tsx'),
    route('work/:slug', 'routes/work-case.tsx'),
    route('checkout/success', 'routes/checkout-success.tsx'),
    route('checkout/cancel', 'routes/checkout-cancel.tsx'),
    route('book/manage', 'routes/book-manage.tsx'),
    route('book/:kind', 'routes/book.tsx'),
    route('book', 'routes/book.tsx', { id: 'book-default' }),
    route('spark-summit', 'routes/spark-summit.tsx'),
    route('muse', 'routes/muse.tsx'),
    route('journey', 'routes/journey.tsx'),
    route('brandfuel', 'routes/brandfuel.tsx'),
    route('hunter', 'routes/hunter.tsx'),
    route('bonnie', 'routes/bonnie.tsx'),
    route('makeros', 'routes/makeros.tsx'),
    route('resources/signal-system-guide', 'routes/resource-signal-system-guide.tsx'),
    route('resources/case-study', 'routes/resource-case-study.tsx'),
    route('resources/mirror-demo', 'routes/resource-mirror-demo.tsx'),
    route('resources/spark-worksheet', 'routes/resource-spark-worksheet.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('terms', 'routes/terms.tsx'),

    // Signed-in screens: behind the sign-in guard, inside the shared chrome.
    layout('routes/protected-layout.tsx', [
      route('dashboard', 'routes/dashboard.tsx'),
      route('account', 'routes/account.tsx'),
      route('clients', 'routes/clients.tsx'),
      route('admin', 'routes/admin.tsx'),
      route('admin/media', 'routes/admin-media.tsx'),
      route('admin/outbox', 'routes/admin-outbox.tsx'),
      route('admin/transmission', 'routes/admin-transmission.tsx'),
      route('admin/work', 'routes/admin-work.tsx'),
      route('admin/bookings', 'routes/admin-bookings.tsx'),
      route('admin/:section', 'routes/admin.tsx', { id: 'admin-section' }),
      route('todos', 'routes/todos.tsx'),
      route('todos/*', 'routes/todos.tsx', { id: 'todos-folder' }),
    ]),
  ]),

  route('v2', 'routes/redirect-home.tsx', { id: 'v2' }),
  route('*', 'routes/redirect-home.tsx'),
] satisfies RouteConfig;
