import { PolicyArticle } from '../../../features/policies/components/policy-article';
import { PageLoadFailed, PageLoading } from '../catalog/page-states';
import { usePolicyRoute } from './use-policy-route';

/** `/terms`, `/privacy`, `/refund-policy`: the shop's policy pages, as written in its back office. */
export const PolicyRoute = () => {
  const { policy, title, shown, language } = usePolicyRoute();
  if (policy.isError) return <PageLoadFailed onRetry={() => void policy.refetch()} />;
  if (policy.isPending) return <PageLoading />;
  return <PolicyArticle title={title} shown={shown} language={language} />;
};
