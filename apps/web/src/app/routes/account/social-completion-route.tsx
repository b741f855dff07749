import { Alert, Button, Card, Form, Skeleton, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MainDataFields } from '../../../components/registration-fields/main-data-fields';
import { paths } from '../../../config/paths';
import { useSocialCompletionForm } from '../../../features/auth/hooks/use-social-completion-form';
import { initialRegistrationValues } from '../../../lib/registration/initial-registration-values';
import { returnPath } from '../../../lib/return-path';
import { errorMessage } from '../../../lib/texts';
import '../../../components/registration-fields/registration.css';
import './account-pages.css';

const PROVIDER_NAMES = { line: 'LINE', google: 'Google', facebook: 'Facebook' } as const;

/**
 * `/login/complete?next=<path>`: a first sign-in with LINE, Google or Facebook whose provider did
 * not give everything the shop's registration form requires. The buyer answers only that, the
 * account is created and signed in, and they go back to where they were.
 */
export const SocialCompletionRoute = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const formName = useId();
  const { form, setup, completion, submit, sending, refusal } = useSocialCompletionForm(
    ({ kind, returnTo }) => {
      const next = returnPath(returnTo);
      // A typed e-mail with an account: the sign-in page says a link was mailed there.
      const target =
        kind === 'signed-in'
          ? next
          : `${paths.login()}?${new URLSearchParams({ social_error: 'SOCIAL_LINK_MAIL_SENT', next }).toString()}`;
      void navigate(target, { replace: true });
    },
  );
  if (completion.isPending || (!setup.ready && !setup.failed)) return <Skeleton active />;
  if (completion.isError || setup.failed)
    return (
      <Card className="account-narrow">
        <Alert type="error" showIcon role="alert" title={errorMessage('SOCIAL_COMPLETION_INVALID')} />
        <Link to={paths.login(returnPath(search.get('next')))}>{t('checkout.login.title')}</Link>
      </Card>
    );
  const { provider, display_name: name, fields } = completion.data;
  return (
    <Card className="account-narrow">
      <Typography.Title level={1} className="account-page-title">
        {t('checkout.socialCompletion.title')}
      </Typography.Title>
      <Typography.Paragraph>
        {t('checkout.socialCompletion.intro', { provider: PROVIDER_NAMES[provider], name })}
      </Typography.Paragraph>
      <Form
        name={formName}
        form={form}
        layout="vertical"
        initialValues={initialRegistrationValues(setup.groups)}
        onFinish={() => void submit()}
      >
        <MainDataFields setup={setup} only={fields} />
        {refusal && <Alert className="form-refusal" type="error" showIcon role="alert" title={refusal} />}
        <Button type="primary" htmlType="submit" block loading={sending}>
          {t('checkout.socialCompletion.submit')}
        </Button>
      </Form>
    </Card>
  );
};
