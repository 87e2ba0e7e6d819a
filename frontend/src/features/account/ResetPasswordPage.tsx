import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useResetPasswordMutation } from '../../api/account';
import { api } from '../../api/baseApi';
import { isApiError } from '../../api/errors';
import { tokenCleared } from '../../app/authSlice';
import { useAppDispatch } from '../../app/store';
import { useToast } from '../../app/toasts';
import { AuthFrame } from '../auth/AuthFrame';
import { NewPasswordFields, type NewPasswordValues } from './NewPasswordFields';
import './account.css';

/**
 * The page a reset link opens: a new password, typed twice. The link works once and for 30
 * minutes; afterwards every session of the account has ended, this tab's too.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [linkProblem, setLinkProblem] = useState(!token);

  const onFinish = async (values: NewPasswordValues) => {
    try {
      await reset({ token, new_password: values.newPassword }).unwrap();
      // The server ended every session of the account: this tab's is gone too.
      dispatch(tokenCleared());
      dispatch(api.util.resetApiState());
      toast.success(t('account.reset.doneTitle'), t('account.reset.doneText'));
      navigate('/login', { replace: true });
    } catch (caught) {
      console.error('Password reset failed:', isApiError(caught) ? caught.technical : caught);
      if (isApiError(caught) && caught.status === 400 && caught.fields?.token) {
        setLinkProblem(true);
        return;
      }
      toast.error(t('account.reset.failedTitle'), t('account.failed'));
    }
  };

  return (
    <AuthFrame title={t('account.reset.title')} subtitle={t('account.reset.subtitle')}>
      {linkProblem ? (
        <>
          <Alert
            type="error"
            showIcon
            role="alert"
            data-testid="reset-link-problem"
            title={t('account.reset.linkProblem')}
            className="account-alert"
          />
          <Link to="/forgot-password">{t('account.reset.requestNew')}</Link>
        </>
      ) : (
        <Form<NewPasswordValues>
          layout="vertical"
          requiredMark={false}
          onFinish={onFinish}
          disabled={isLoading}
          name="reset-password"
          size="large"
        >
          <NewPasswordFields />
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={isLoading}
            data-testid="reset-submit"
          >
            {isLoading ? t('account.saving') : t('account.reset.submit')}
          </Button>
        </Form>
      )}
      <p className="auth-switch">
        <Link to="/login">{t('account.backToLogin')}</Link>
      </p>
    </AuthFrame>
  );
}
