import type { ComponentType } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { createHashRouter, Outlet, RouterProvider } from 'react-router';
import { AppEvents } from './components/AppEvents';
import { Layout } from './components/Layout';
import { ModalHost } from './components/modals/ModalHost';
import { SignerBanner } from './components/SignerBanner';
import { Toasts } from './components/Toasts';
import { RequireUnlocked } from './components/RequireUnlocked';
import { useSessionTouch } from './hooks/useSessionTouch';
import { LockScreen } from './screens/LockScreen';
import { RootRedirect } from './screens/RootRedirect';
import { useLock } from './hooks/useLock';
import { WalletConnectModals } from './components/walletconnect/WalletConnectModals';
import { IdentityReview } from './components/messaging/IdentityReview';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

function Shell() {
  useSessionTouch();
  return (
    <>
      <AppEvents />
      <SignerBanner />
      <Outlet />
      <ModalHost />
      <Toasts />
    </>
  );
}

function UnlockedLayout() {
  const lock = useLock();
  return (
    <RequireUnlocked>
      <Layout onLock={lock} />
      <WalletConnectModals />
      <IdentityReview />
    </RequireUnlocked>
  );
}

/**
 * Screens past the lock load when first visited: the lock screen, the first thing a returning
 * user sees, needs none of them (nor the QR encoder, the send form or the staking screens).
 */
const screen =
  <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

// Hash routing: the same build serves app://wallet/ (Electron) and the browser host
// without server-side route fallbacks.
const router = createHashRouter([
  {
    element: <Shell />,
    children: [
      { path: '/', element: <RootRedirect /> },
      {
        path: '/onboarding',
        lazy: screen(
          () => import('./screens/Onboarding'),
          (m) => m.Onboarding,
        ),
      },
      {
        path: '/onboarding/create',
        lazy: screen(
          () => import('./screens/onboarding/CreateWallet'),
          (m) => m.CreateWallet,
        ),
      },
      {
        path: '/onboarding/import-phrase',
        lazy: screen(
          () => import('./screens/onboarding/ImportPhrase'),
          (m) => m.ImportPhrase,
        ),
      },
      {
        path: '/onboarding/import-key',
        lazy: screen(
          () => import('./screens/onboarding/ImportKey'),
          (m) => m.ImportKey,
        ),
      },
      {
        path: '/onboarding/watch',
        lazy: screen(
          () => import('./screens/onboarding/AddWatch'),
          (m) => m.AddWatch,
        ),
      },
      { path: '/lock', element: <LockScreen /> },
      {
        element: <UnlockedLayout />,
        children: [
          {
            path: '/home',
            lazy: screen(
              () => import('./screens/Home'),
              (m) => m.Home,
            ),
          },
          {
            path: '/home/transactions',
            lazy: screen(
              () => import('./screens/Transactions'),
              (m) => m.Transactions,
            ),
          },
          {
            path: '/home/coin/:coinId',
            lazy: screen(
              () => import('./screens/CoinScreen'),
              (m) => m.CoinScreen,
            ),
          },
          {
            path: '/home/coin/:coinId/send',
            lazy: screen(
              () => import('./screens/CoinScreen'),
              (m) =>
                function SendScreen() {
                  return <m.CoinScreen send />;
                },
            ),
          },
          {
            path: '/home/coin/:coinId/staking',
            lazy: screen(
              () => import('./screens/StakingScreen'),
              (m) => m.StakingScreen,
            ),
          },
          {
            path: '/staking',
            lazy: screen(
              () => import('./screens/StakingHub'),
              (m) => m.StakingHub,
            ),
          },
          {
            path: '/home/addresses/:chainName',
            lazy: screen(
              () => import('./screens/AddressesScreen'),
              (m) => m.AddressesScreen,
            ),
          },
          {
            path: '/nfts',
            lazy: screen(
              () => import('./screens/NftsScreen'),
              (m) => m.NftsScreen,
            ),
          },
          {
            path: '/sell',
            lazy: screen(
              () => import('./screens/SellScreen'),
              (m) => m.SellScreen,
            ),
          },
          {
            path: '/exchange',
            lazy: screen(
              () => import('./screens/ExchangeScreen'),
              (m) => m.ExchangeScreen,
            ),
          },
          {
            path: '/messages',
            lazy: screen(
              () => import('./screens/MessagesScreen'),
              (m) => m.MessagesScreen,
            ),
          },
          {
            path: '/connected-apps',
            lazy: screen(
              () => import('./screens/ConnectedAppsScreen'),
              (m) => m.ConnectedAppsScreen,
            ),
          },
          {
            path: '/permissions',
            lazy: screen(
              () => import('./screens/PermissionsScreen'),
              (m) => m.PermissionsScreen,
            ),
          },
          {
            path: '/address-book',
            lazy: screen(
              () => import('./screens/AddressBookScreen'),
              (m) => m.AddressBookScreen,
            ),
          },
          {
            path: '/settings',
            lazy: screen(
              () => import('./screens/SettingsScreen'),
              (m) => m.SettingsScreen,
            ),
          },
          {
            path: '/backup/:walletId',
            lazy: screen(
              () => import('./screens/BackupScreen'),
              (m) => m.BackupScreen,
            ),
          },
        ],
      },
    ],
  },
]);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        <RouterProvider router={router} />
      </JotaiProvider>
    </QueryClientProvider>
  );
}
