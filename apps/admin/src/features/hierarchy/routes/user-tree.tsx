import { Link } from 'react-router';
import { Page } from '../../../components/ui/page';
import { paths } from '../../../config/paths';
import { TreeLevel } from '../components/tree-node';

/** The downline as a tree: open an account to load its direct downline (one call per level). */
export function UserTreeRoute() {
  return (
    <Page
      title="User tree"
      description={
        <>
          Your downline level by level; the number is each account&apos;s direct downline. Balances and actions are in{' '}
          <Link to={paths.hierarchyUsers} className="font-semibold text-primary underline">
            Users
          </Link>
          .
        </>
      }
    >
      <div className="card">
        <TreeLevel userId={undefined} depth={0} />
      </div>
    </Page>
  );
}
