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
import { AddressesScreen } from './screens/AddressesScreen';
import { BackupScreen } from './screens/BackupScreen';
import { CoinScreen } from './screens/CoinScreen';
import { Home } from './screens/Home';
import { LockScreen } from './screens/LockScreen';
import { Onboarding } from './screens/Onboarding';
import { CreateWallet } from './screens/onboarding/CreateWallet';
import { ImportKey } from './screens/onboarding/ImportKey';
import { ImportPhrase } from './screens/onboarding/ImportPhrase';
import { RootRedirect } from './screens/RootRedirect';
import { SettingsScreen } from './screens/SettingsScreen';
import { StakingScreen } from './screens/StakingScreen';
import { Transactions } from './screens/Transactions';
import { useLock } from './hooks/useLock';

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
    </RequireUnlocked>
  );
}

// Hash routing: the same build serves app://wallet/ (Electron) and the browser host
// without server-side route fallbacks.
const router = createHashRouter([
  {
    element: <Shell />,
    children: [
      { path: '/', element: <RootRedirect /> },
      { path: '/onboarding', element: <Onboarding /> },
      { path: '/onboarding/create', element: <CreateWallet /> },
      { path: '/onboarding/import-phrase', element: <ImportPhrase /> },
      { path: '/onboarding/import-key', element: <ImportKey /> },
      { path: '/lock', element: <LockScreen /> },
      {
        element: <UnlockedLayout />,
        children: [
          { path: '/home', element: <Home /> },
          { path: '/home/transactions', element: <Transactions /> },
          { path: '/home/coin/:coinId', element: <CoinScreen /> },
          { path: '/home/coin/:coinId/send', element: <CoinScreen send /> },
          { path: '/home/coin/:coinId/staking', element: <StakingScreen /> },
          { path: '/home/addresses/:chainName', element: <AddressesScreen /> },
          { path: '/settings', element: <SettingsScreen /> },
          { path: '/backup/:walletId', element: <BackupScreen /> },
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
