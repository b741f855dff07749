import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContactLink } from '@shop/domain/settings/contact-links';
import { POLICY_PAGES } from '@shop/domain/settings/policy-pages';
import { PaymentLogos } from '../../components/payment-logos';
import { paths } from '../../config/paths';
import { useShopFooter } from './use-shop-footer';

/** One way to reach the shop: the address as lines, the others as a labelled link. */
const Contact = ({ contact }: { contact: ContactLink }) => {
  const { t } = useTranslation();
  if (contact.href === null) return <span className="shop-footer-address">{contact.text}</span>;
  const external = contact.kind === 'line' || contact.kind === 'facebook';
  return (
    <span>
      {t(`footer.${contact.kind}`)}:{' '}
      <a href={contact.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {contact.text}
      </a>
    </span>
  );
};

/** The foot of every storefront page: how to reach the shop, its policies, the ways to pay. */
export const ShopFooter = () => {
  const { t } = useTranslation();
  const { contacts, marks } = useShopFooter();
  return (
    <footer className="shop-footer">
      <div className="shop-footer-columns">
        {contacts.length > 0 ? (
          <section aria-labelledby="shop-footer-contact">
            <h2 id="shop-footer-contact">{t('footer.contact')}</h2>
            <address>
              {contacts.map((contact) => (
                <Contact key={contact.kind} contact={contact} />
              ))}
            </address>
          </section>
        ) : null}
        <nav aria-labelledby="shop-footer-policies">
          <h2 id="shop-footer-policies">{t('footer.policies')}</h2>
          <ul>
            {POLICY_PAGES.map((page) => (
              <li key={page}>
                <Link to={paths.policy(page)}>{t(`policies.${page}.title`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {marks.length > 0 ? (
          <section aria-labelledby="shop-footer-payments">
            <h2 id="shop-footer-payments">{t('footer.payments')}</h2>
            <PaymentLogos marks={marks} label={t('footer.payments')} />
          </section>
        ) : null}
      </div>
      <p className="shop-footer-copyright text-secondary">
        © {new Date().getFullYear()} {t('site.name')}
      </p>
    </footer>
  );
};
