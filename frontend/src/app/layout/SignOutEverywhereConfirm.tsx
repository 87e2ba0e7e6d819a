import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSignOutEverywhereMutation } from '../../api/auth';
import { api } from '../../api/baseApi';
import { tokenCleared } from '../authSlice';
import { useAppDispatch } from '../store';
import { useToast } from '../toasts';

/**
 * Ends every session of the organisation's users (each organisation's one staff user is its
 * administrator), on every device: this one is signed out too and goes to the login page.
 * Loaded on the first click of SignOutEverywhereButton, so it opens at once.
 */
export default function SignOutEverywhereConfirm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const [signOutEverywhere, { isLoading }] = useSignOutEverywhereMutation();

  const confirm = async () => {
    try {
      await signOutEverywhere().unwrap();
    } catch (caught) {
      console.error('Sign out everywhere failed:', caught);
      toast.error(
        t('layout.signOutEverywhereFailedTitle'),
        t('layout.signOutEverywhereFailedText'),
      );
      return;
    }
    dispatch(tokenCleared());
    dispatch(api.util.resetApiState());
    navigate('/login', { replace: true });
  };

  return (
    <Popconfirm
      title={t('layout.signOutEverywhereTitle')}
      description={t('layout.signOutEverywhereText')}
      okText={t('layout.signOutEverywhereConfirm')}
      cancelText={t('layout.signOutEverywhereCancel')}
      okButtonProps={{ danger: true }}
      onConfirm={confirm}
      defaultOpen
    >
      <Button
        type="link"
        size="small"
        className="sidebar-sign-out-everywhere"
        loading={isLoading}
        data-testid="sign-out-everywhere"
        // It replaces the button clicked, which had the focus.
        autoFocus
      >
        {t('layout.signOutEverywhere')}
      </Button>
    </Popconfirm>
  );
}
