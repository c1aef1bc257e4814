import { Page } from '../page';

export default function Index() {
  return <Page items={[]} />;
}
