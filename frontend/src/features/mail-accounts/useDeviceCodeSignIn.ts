import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompleteOutlookMutation, useStartOutlookMutation } from '../../api/accounts';
import type { DeviceCodeCompletion, DeviceCodeSession } from '../../api/contract';
import { isApiError } from '../../api/errors';
import { useToast } from '../../app/toasts';

/** The host of Microsoft's sign-in page, as the steps name it ('microsoft.com'). */
export const hostOf = (verificationUri: string): string => {
  try {
    return new URL(verificationUri).host;
  } catch {
    return 'microsoft.com';
  }
};

/**
 * Outlook's device-code sign-in (spec section 5): start shows a code to enter at Microsoft;
 * confirm connects the account once the user signed in there, or says to finish the steps;
 * cancel abandons the code (Microsoft lets it expire).
 */
export function useDeviceCodeSignIn(
  type: DeviceCodeCompletion['type'],
  onConnected: (email: string) => void,
) {
  const { t } = useTranslation();
  const toast = useToast();
  const [session, setSession] = useState<DeviceCodeSession | null>(null);
  const [startCall, started] = useStartOutlookMutation();
  const [completeCall, completed] = useCompleteOutlookMutation();

  const start = async () => {
    try {
      setSession(await startCall().unwrap());
    } catch (err) {
      console.error('Outlook sign-in did not start:', isApiError(err) ? err.technical : err);
      toast.error(t('accounts.outlookStartFailed'));
    }
  };

  const confirm = async () => {
    if (!session) return;
    try {
      const { email } = await completeCall({ device_code: session.device_code, type }).unwrap();
      setSession(null);
      onConnected(email);
    } catch (err) {
      console.error('Outlook sign-in not completed:', isApiError(err) ? err.technical : err);
      toast.error(
        t('accounts.authFailed'),
        t('accounts.authFailedHint', { host: hostOf(session.verification_uri) }),
      );
    }
  };

  return {
    session,
    starting: started.isLoading,
    confirming: completed.isLoading,
    start,
    confirm,
    cancel: () => setSession(null),
  };
}
