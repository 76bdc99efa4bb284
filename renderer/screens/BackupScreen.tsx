import { useNavigate, useParams } from 'react-router';
import { BackupFlow } from '../components/backup/BackupFlow';
import { useToast } from '../state/toasts';

/** "Back up now" from home or the reminder: password, reveal, then confirm by picking. */
export function BackupScreen() {
  const { walletId } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  if (!walletId) return null;
  return (
    <section className="screen">
      <div className="card backup-card">
        <BackupFlow
          key={walletId}
          walletId={walletId}
          onDone={() => {
            toast.show('success', 'Backup confirmed', 'Keep the paper copy somewhere safe.', {
              page: '/home',
            });
            navigate('/home', { replace: true });
          }}
          onSkip={() => navigate('/home', { replace: true })}
        />
      </div>
    </section>
  );
}
