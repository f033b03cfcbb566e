import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { HELP_TOPIC_IDS, helpTopics } from './content/helpTopics.ts';

export function HelpTopicList() {
  return (
    <List data-testid="help-topics" disablePadding>
      {HELP_TOPIC_IDS.map((id) => {
        const topic = helpTopics[id];
        return (
          <li key={id}>
            <ListItemButton
              component={RouterLink}
              to={`/help/${id}`}
              divider
              data-testid={`help-topic-${id}`}
            >
              <ListItemText
                primary={<FormattedMessage id={topic.title} />}
                secondary={<FormattedMessage id={topic.summary} />}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
            </ListItemButton>
          </li>
        );
      })}
    </List>
  );
}
