import { DeleteOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Popconfirm, Skeleton, Tag } from 'antd';
import { Input } from '../../components/inputs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { useGetOrgDetailsQuery } from '../../api/org';
import {
  useAddOrgUserMutation,
  useGetOrgUsersQuery,
  useRemoveOrgUserMutation,
} from '../../api/orgUsers';
import { useToast } from '../../app/toasts';
import './plugin-users.css';
import { Card } from '../../components/Card';

/** The plan whose user_count limits the Outlook-plugin users (spec sections 2 and 9). */
export const OUTLOOK_PLUGIN_PLAN = 'Outlook Plugin';

const technical = (err: unknown) => (isApiError(err) ? err.technical : err);

/**
 * The Outlook-plugin users card, shown only when the organisation has the plan named exactly
 * 'Outlook Plugin' in /org/me (during the trial every plan is listed, so then too).
 */
export function PluginUsersSection() {
  const org = useGetOrgDetailsQuery();
  const plan = org.data?.plans.find((entry) => entry.plan_name === OUTLOOK_PLUGIN_PLAN);
  if (!org.data || !plan) return null;
  return <PluginUsersCard orgId={org.data.id} maxUsers={plan.user_count} />;
}

/**
 * The organisation's Outlook-plugin users: the list with remove buttons (after a
 * confirmation), an email input with Add, and "n / max". At the limit the input and the button
 * are disabled and 'Limit Reached' says why (spec section 5).
 */
export function PluginUsersCard({ orgId, maxUsers }: { orgId: string; maxUsers: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const users = useGetOrgUsersQuery(orgId, { skip: !orgId });
  const [add, adding] = useAddOrgUserMutation();
  const [remove] = useRemoveOrgUserMutation();
  const [email, setEmail] = useState('');
  const [removing, setRemoving] = useState<string | null>(null);

  // One toast per failed read (the request id tells a new failure from a re-render).
  const notified = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!users.isError || notified.current === users.requestId) return;
    notified.current = users.requestId;
    console.error('Failed to load users:', technical(users.error));
    toast.error(t('pluginUsers.loadFailed'));
  }, [users.isError, users.requestId, users.error, toast, t]);

  const list = users.data ?? [];
  const atLimit = list.length >= maxUsers;
  const trimmed = email.trim();

  const submit = async () => {
    // Spec section 5: an email, a known org id, and room under the limit.
    if (!trimmed || !orgId || atLimit || adding.isLoading) return;
    try {
      await add({ orgId, email: trimmed }).unwrap();
      setEmail('');
      toast.success(t('pluginUsers.added'), t('pluginUsers.addedText', { email: trimmed }));
    } catch (err) {
      console.error('Failed to add user:', technical(err));
      toast.error(
        t('pluginUsers.addFailed'),
        isApiError(err) && err.serverMessage ? err.serverMessage : undefined,
      );
    }
  };

  const confirmRemove = async (userId: string, userEmail: string) => {
    setRemoving(userId);
    try {
      await remove({ orgId, userId }).unwrap();
      toast.success(t('pluginUsers.removed'), t('pluginUsers.removedText', { email: userEmail }));
    } catch (err) {
      console.error('Failed to remove user:', technical(err));
      toast.error(t('pluginUsers.removeFailed'));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Card className="plugin-users" aria-labelledby="plugin-users-title" data-testid="plugin-users">
      <div className="plugin-users-head">
        <h2 id="plugin-users-title" className="email-config-card-title">
          <TeamOutlined aria-hidden="true" /> {t('pluginUsers.title')}
        </h2>
        <Tag color={atLimit ? 'orange' : 'default'} data-testid="plugin-users-count">
          {t('pluginUsers.count', { used: list.length, max: maxUsers })}
        </Tag>
      </div>
      <p className="email-config-hint">{t('pluginUsers.hint')}</p>

      {atLimit && !users.isLoading && (
        <Alert
          type="warning"
          showIcon
          className="plugin-users-limit"
          title={t('pluginUsers.limitTitle')}
          description={t('pluginUsers.limitText', { max: maxUsers })}
          data-testid="plugin-users-limit"
        />
      )}

      <form
        className="plugin-users-add"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor="plugin-user-email" className="plugin-users-label">
          {t('pluginUsers.emailLabel')}
        </label>
        <div className="plugin-users-add-row">
          <Input
            id="plugin-user-email"
            type="email"
            autoComplete="off"
            value={email}
            disabled={atLimit || users.isLoading}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button
            type="primary"
            htmlType="submit"
            icon={<UserAddOutlined />}
            loading={adding.isLoading}
            disabled={atLimit || users.isLoading || !trimmed || !orgId}
            data-testid="plugin-user-add"
          >
            {t('pluginUsers.add')}
          </Button>
        </div>
      </form>

      {users.isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pluginUsers.empty')} />
      ) : (
        <ul className="plugin-users-list" aria-label={t('pluginUsers.listLabel')}>
          {list.map((user) => (
            <li key={user.id}>
              <span className="plugin-users-email">{user.email}</span>
              <Popconfirm
                title={t('pluginUsers.removeTitle')}
                description={t('pluginUsers.removeText', { email: user.email })}
                okText={t('pluginUsers.removeConfirm')}
                cancelText={t('pluginUsers.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => confirmRemove(user.id, user.email)}
              >
                <Button
                  danger
                  type="text"
                  icon={<DeleteOutlined />}
                  loading={removing === user.id}
                  aria-label={t('pluginUsers.remove', { email: user.email })}
                />
              </Popconfirm>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
