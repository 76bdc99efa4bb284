import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './styles/app.css';
import './styles/product.css';
import './styles/recipients.css';
import './styles/nfts.css';
import './styles/exchange.css';
import './styles/sell.css';
import './styles/permissions.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
