import { Link } from 'react-router';
import { useCallQuery } from '../../hooks/useCall';

/** A quiet line above every screen while a newer version is out; details in Settings → About. */
export function UpdateBanner() {
  const { data } = useCallQuery('updates.state', {});
  if (!data?.available || !data.latest) return null;
  return (
    <div className="update-banner" role="status">
      Version {data.latest} is available (you have {data.current}).{' '}
      <Link to="/settings#about-title">See what to do</Link>
    </div>
  );
}
