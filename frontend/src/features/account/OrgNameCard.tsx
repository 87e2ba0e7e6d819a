import { BankOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { Input } from '../../components/inputs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenameOrgMutation } from '../../api/account';
import { api } from '../../api/baseApi';
import { isApiError } from '../../api/errors';
import { tokenSet } from '../../app/authSlice';
import { useAppDispatch } from '../../app/store';
import { useToast } from '../../app/toasts';
import { showFieldErrors } from './failure';
import { Card } from '../../components/Card';

/**
 * The organisation's name (administrators). The answer is a new access token carrying the name,
 * so the sidebar and every page show it at once.
 */
export function OrgNameCard({ name }: { name: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<{ name: string }>();
  const [rename, { isLoading }] = useRenameOrgMutation();

  useEffect(() => {
    form.setFieldsValue({ name });
  }, [form, name]);

  const onFinish = async (values: { name: string }) => {
    try {
      const issued = await rename({ name: values.name.trim() }).unwrap();
      dispatch(tokenSet({ token: issued.access_token, expiresIn: issued.expires_in }));
      dispatch(api.util.invalidateTags(['Org']));
      toast.success(t('account.profile.orgRenamed'));
    } catch (caught) {
      console.error('Organisation rename failed:', isApiError(caught) ? caught.technical : caught);
      if (isApiError(caught) && caught.status === 403) {
        toast.error(t('account.profile.orgTitle'), t('account.profile.adminOnly'));
      } else if (!showFieldErrors(form, caught, { name: 'name' })) {
        toast.error(t('account.profile.orgTitle'), t('account.failed'));
      }
    }
  };

  return (
    <Card aria-labelledby="profile-org-title">
      <h2 id="profile-org-title" className="profile-card-title">
        {t('account.profile.orgTitle')}
      </h2>
      <Form<{ name: string }>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={isLoading}
        name="org-name"
        initialValues={{ name }}
      >
        <Form.Item
          label={t('account.fields.orgName')}
          name="name"
          rules={[
            { required: true, whitespace: true, message: t('auth.validation.orgNameRequired') },
            { max: 120, message: t('account.validation.orgNameMax') },
          ]}
        >
          <Input autoComplete="organization" prefix={<BankOutlined aria-hidden="true" />} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading} data-testid="save-org-name">
          {isLoading ? t('account.saving') : t('account.profile.saveOrgName')}
        </Button>
      </Form>
    </Card>
  );
}
