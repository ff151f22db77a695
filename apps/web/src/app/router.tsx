import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/layout/loading-screen';
import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { Component as RootLayout, handle as rootHandle } from './routes/root-layout';

/**
 * The route map (spec 01 §2, spec 02 §2). Every page is its own chunk, loaded with React Router's `lazy`
 * (each route module exports `Component`); the root layout is eager because every page needs it.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteErrorBoundary,
    handle: rootHandle,
    children: [
      { index: true, lazy: () => import('./routes/home') },
      { path: 'signup', lazy: () => import('./routes/sign-up') },
      { path: 'signin', lazy: () => import('./routes/sign-in') },
      { path: 'forgot-password', lazy: () => import('./routes/forgot-password') },
      { path: 'reset-password', lazy: () => import('./routes/reset-password') },
      { path: 'marketplace', lazy: () => import('./routes/marketplace') },
      { path: 'item/:itemId', lazy: () => import('./routes/item') },
      { path: 'seller/:sellerId', lazy: () => import('./routes/seller') },
      { path: 'notifications', lazy: () => import('./routes/notifications') },
      { path: 'testimonials', lazy: () => import('./routes/testimonials') },
      { path: 'early-access', lazy: () => import('./routes/early-access') },
      { path: 'early-access-success', lazy: () => import('./routes/early-access-success') },
      { path: 'about', lazy: () => import('./routes/about') },
      { path: 'support', lazy: () => import('./routes/support') },
      { path: 'faq', lazy: () => import('./routes/support') },
      { path: 'terms', lazy: () => import('./routes/terms') },
      { path: 'privacy', lazy: () => import('./routes/privacy') },
      {
        path: 'dashboard',
        lazy: () => import('./routes/dashboard-layout'),
        children: [
          { index: true, lazy: () => import('./routes/dashboard') },
          { path: 'my-listings/:listingId', lazy: () => import('./routes/own-listing') },
        ],
      },
      {
        path: 'admin',
        lazy: () => import('./routes/admin-layout'),
        children: [
          { index: true, lazy: () => import('./routes/admin-overview') },
          { path: 'overview', lazy: () => import('./routes/admin-overview') },
          { path: 'listings', lazy: () => import('./routes/admin-listings') },
          { path: 'listings/:listingId', lazy: () => import('./routes/admin-listing-detail') },
          { path: 'users', lazy: () => import('./routes/admin-users') },
          { path: 'reports', lazy: () => import('./routes/admin-reports') },
          { path: 'moderation', lazy: () => import('./routes/admin-moderation') },
          { path: 'activity-log', lazy: () => import('./routes/admin-activity-log') },
          { path: 'marketing-tools', lazy: () => import('./routes/admin-marketing-tools') },
          { path: 'management/roles', lazy: () => import('./routes/admin-roles') },
          { path: 'management/content', lazy: () => import('./routes/admin-content') },
          { path: 'management/system', lazy: () => import('./routes/admin-system') },
          { path: 'management/search', lazy: () => import('./routes/admin-search-synonyms') },
          { path: 'management/categories', lazy: () => import('./routes/admin-category-fields') },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
