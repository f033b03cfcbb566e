import Link from '@mui/material/Link';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { ArticleSections } from './ArticleSections.tsx';
import { helpTopics, isHelpTopicId } from './content/helpTopics.ts';
import { HelpTopicNotFound } from './HelpTopicNotFound.tsx';
import { InfoPage } from './InfoPage.tsx';
import { RelatedLinks } from './RelatedLinks.tsx';
import { useInfoValues } from './useInfoValues.ts';

/** /help/:feature: one help article, or "topic not found" for an unknown topic. */
export function HelpFeaturePage() {
  const { feature } = useParams();
  const values = useInfoValues();
  if (!isHelpTopicId(feature)) return <HelpTopicNotFound feature={feature ?? ''} />;

  const topic = helpTopics[feature];
  return (
    <InfoPage title={topic.title} intro={topic.summary} testId={`help-article-${topic.id}`}>
      <Link component={RouterLink} to="/help" variant="body2">
        <FormattedMessage id="info.help.backToIndex" />
      </Link>
      <ArticleSections sections={topic.sections} values={values} />
      <RelatedLinks links={topic.related} />
    </InfoPage>
  );
}
