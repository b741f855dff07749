import { Alert, Button, Form, Skeleton, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@shop/contract/catalog/course-detail';
import { FormRefusal } from '../../../components/form-refusal';
import { CartLoginPanel } from '../../../components/sign-in/cart-login-panel';
import { RegistrationFields } from '../../../components/registration-fields/registration-fields';
import { initialRegistrationValues } from '../../../lib/registration/initial-registration-values';
import { useLayoutFourFlow } from '../hooks/use-layout-four-flow';
import { usePurchaseBlock } from '../hooks/use-purchase-block';
import { AddressFields } from './address-fields';
import { CheckoutOptions } from './checkout-options';
import { CheckoutTotals } from './checkout-totals';
import { ContactInfo } from './contact-info';
import { LoginInfo } from './login-info';
import { PlanPickerGrid } from './plan-picker-grid';
import { ReturningBuyerNote } from './returning-buyer-note';
import { SubmitBlockers } from './submit-blockers';
import '../checkout.css';
import '../../../components/registration-fields/registration.css';

type PurchaseWithoutRegistrationProps = { course: CourseDetail };

/**
 * Layout four's purchase-without-registration block (spec 1 section 2): contact info, login info
 * with the login toggle, the registration fields with the optional tax invoice, the plan picker,
 * promotion and coupon, payment method, delivery, and the price summary. Sending it runs the
 * registration flow and lands on the payment step with the order created once.
 */
export const PurchaseWithoutRegistration = ({ course }: PurchaseWithoutRegistrationProps) => {
  const { t } = useTranslation();
  // Field ids are prefixed with the form's name, so two forms on a page never share a label target.
  const formName = useId();
  const blockersId = useId();
  const block = usePurchaseBlock(course);
  const flow = useLayoutFourFlow(block);
  const { checkout, setup, settings } = block;

  if (!settings || (!block.signedIn && !setup.ready)) return <Skeleton active />;
  const needsFields = !block.signedIn && block.mode !== 'login';

  return (
    <section className="purchase-block" aria-labelledby="purchase-title">
      <Typography.Title level={3} id="purchase-title">
        {t('checkout.purchase.title')}
      </Typography.Title>
      <ContactInfo settings={settings} />
      <LoginInfo user={block.user} mode={block.mode} onModeChange={block.setMode} />
      {!block.signedIn && block.mode === 'login' && <CartLoginPanel />}
      <Form
        name={formName}
        form={block.form}
        layout="vertical"
        initialValues={initialRegistrationValues(setup.groups)}
        onFinish={() => void flow.submit()}
        // The delivery address's own rules stop antd's submit; the flow checks every part in order.
        onFinishFailed={() => void flow.submit()}
        onValuesChange={flow.recheck}
        aria-labelledby="purchase-title"
      >
        {needsFields && (
          <section className="checkout-section">
            <RegistrationFields setup={setup} member={block.mode === 'member'} />
          </section>
        )}
        <PlanPickerGrid
          choices={block.choices}
          chosenId={block.planId}
          currency={checkout.sources.currency}
          onChoose={block.choosePlan}
        />
        <CheckoutOptions checkout={checkout} visitorAddress={<AddressFields prefix={['shipping']} />} />
        {checkout.sources.failed && <Alert type="error" title={t('common.loadFailed')} />}
        <div className="checkout-section">
          <CheckoutTotals checkout={checkout} lines={block.lines} />
        </div>
        <FormRefusal refusal={flow.refusal} />
        {flow.isKnownEmail && block.mode !== 'login' && (
          <ReturningBuyerNote
            email={String(block.form.getFieldValue('email') ?? '')}
            onSignIn={() => {
              block.setMode('login');
              document.getElementById('purchase-login-title')?.scrollIntoView({ block: 'start' });
            }}
          />
        )}
        <Button
          type="primary"
          size="large"
          htmlType="submit"
          block
          loading={flow.sending}
          disabled={checkout.submitDisabled || flow.sending}
          aria-describedby={blockersId}
        >
          {t('checkout.purchase.submit')}
        </Button>
        <SubmitBlockers id={blockersId} blockers={checkout.submitBlockers} lines={block.lines} />
      </Form>
    </section>
  );
};
