import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { useAtPageBottom } from '../../hooks/use-at-page-bottom';
import { useSectionInView } from '../../hooks/use-section-in-view';
import { scrollToSection } from '../../utils/scroll-to-section';
import { SECTION } from '../../utils/section-anchors';
import { SectionLinks } from './section-links';
import { StartingPrice } from './starting-price';

const ANCHORS = [SECTION.detail, SECTION.content, SECTION.howToBuy, SECTION.questions] as const;

/**
 * Layout 4's bar: anchors to the sections, the starting registration fee and a Register button
 * that scrolls to the pricing block. Sticky at the top; fixed at the bottom below 768 px. Hidden
 * once the page bottom is reached, and while the purchase area is on the screen: there the bar
 * has nothing left to lead to, and it would cover the form, its summary and its order button.
 * Without `canRegister` (the viewer cannot buy the course) it offers no Register.
 */
export const StickyRegisterBar = ({ canRegister = true }: { canRegister?: boolean }) => {
  const { t } = useTranslation();
  const atBottom = useAtPageBottom();
  const isPurchaseInView = useSectionInView(SECTION.pricing);
  const isHidden = atBottom || isPurchaseInView;
  return (
    <aside
      aria-label={t('catalog.course.registerBar')}
      className={['register-bar', isHidden ? 'is-hidden' : ''].join(' ')}
    >
      <div className="register-bar-inner">
        <SectionLinks order={ANCHORS} className="register-bar-links" />
        <StartingPrice />
        {canRegister && (
          <Button variant="primary" size="large" onClick={() => scrollToSection(SECTION.pricing)}>
            {t('catalog.course.register')}
          </Button>
        )}
      </div>
    </aside>
  );
};
