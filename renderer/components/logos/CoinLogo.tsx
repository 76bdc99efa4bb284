import '../../styles/coins.css';
import { CoinMonogram } from '../home/CoinMonogram';
import { logoSources } from './logoSrc';

interface CoinLogoProps {
  coinId: string;
  chainName: string;
  symbol: string;
  type: 'coin' | 'token';
  size?: 'md' | 'lg';
}

/** A coin's bundled logo (or its drawn monogram), with the network's mark where that tells chains apart. */
export function CoinLogo({ coinId, chainName, symbol, type, size = 'md' }: CoinLogoProps) {
  const { logo, badge } = logoSources(coinId, chainName, type);
  return (
    <span className={`coin-logo coin-logo-${size}`} aria-hidden="true">
      {logo ? <img className="coin-logo-img" src={logo} alt="" /> : <CoinMonogram symbol={symbol} />}
      {badge && <img className="coin-logo-badge" src={badge} alt="" />}
    </span>
  );
}
