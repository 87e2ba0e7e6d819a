import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useConfirmEmailMutation } from '../../api/account';
import { api } from '../../api/baseApi';
import { isApiError } from '../../api/errors';
import { refreshAccessToken } from '../../api/refresh';
import { tokenSet } from '../../app/authSlice';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { AuthFrame } from '../auth/AuthFrame';
import './account.css';

type Outcome =
  { kind: 'done'; email: string } | { kind: 'link' } | { kind: 'taken' } | { kind: 'failed' };

/**
 * The page a confirmation link opens. The change is made by a button, not on load: mail
 * scanners that open links must not confirm an address on the user's behalf.
 */
export default function ConfirmEmailPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => Boolean(state.auth.token));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm, { isLoading }] = useConfirmEmailMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { kind: 'link' });

  const onConfirm = async () => {
    try {
      const { email } = await confirm({ token }).unwrap();
      setOutcome({ kind: 'done', email });
      if (signedIn) {
        // The access token carries the sign-in email: a fresh one shows the new address.
        const issued = await refreshAccessToken();
        if (issued) dispatch(tokenSet(issued));
        dispatch(api.util.invalidateTags(['Org']));
      }
    } catch (caught) {
      console.error('Email confirmation failed:', isApiError(caught) ? caught.technical : caught);
      const status = isApiError(caught) ? caught.status : null;
      setOutcome({ kind: status === 409 ? 'taken' : status === 400 ? 'link' : 'failed' });
    }
  };

  let body;
  if (outcome?.kind === 'done') {
    body = (
      <Alert
        type="success"
        showIcon
        role="status"
        data-testid="confirm-done"
        title={t('account.confirm.doneTitle')}
        description={t('account.confirm.doneText', { email: outcome.email })}
      />
    );
  } else if (outcome && outcome.kind !== 'failed') {
    body = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={t('account.confirm.failedTitle')}
        description={
          outcome.kind === 'taken' ? t('account.emailTaken') : t('account.confirm.linkProblem')
        }
      />
    );
  } else {
    body = (
      <>
        {outcome?.kind === 'failed' && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('account.failed')}
            className="account-alert"
          />
        )}
        <Button
          type="primary"
          block
          size="large"
          loading={isLoading}
          onClick={() => void onConfirm()}
          data-testid="confirm-submit"
        >
          {isLoading ? t('account.saving') : t('account.confirm.submit')}
        </Button>
      </>
    );
  }

  return (
    <AuthFrame title={t('account.confirm.title')} subtitle={t('account.confirm.subtitle')}>
      {body}
      <p className="auth-switch">
        {signedIn ? (
          <Link to="/profile">{t('account.confirm.toProfile')}</Link>
        ) : (
          <Link to="/login">{t('account.backToLogin')}</Link>
        )}
      </p>
    </AuthFrame>
  );
}
