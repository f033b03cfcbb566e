import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import { Link as RouterLink } from 'react-router';

export interface FeatureBlockProps {
  readonly icon: ReactNode;
  readonly title: ReactNode;
  readonly body: ReactNode;
  readonly points: readonly ReactNode[];
  readonly linkText: ReactNode;
  readonly to: string;
  readonly testId: string;
}

export function FeatureBlock({ icon, title, body, points, linkText, to, testId }: FeatureBlockProps) {
  return (
    <Card
      variant="outlined"
      data-testid={testId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        {icon}
        <Typography variant="h5" component="h3" sx={{ fontWeight: 600, mt: 1, mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{body}</Typography>
        <List dense>
          {points.map((point, index) => (
            <ListItem key={index} disableGutters sx={{ alignItems: 'flex-start' }}>
              <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
                <Check color="primary" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={point} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Link component={RouterLink} to={to} underline="hover">
          {linkText}
        </Link>
      </CardActions>
    </Card>
  );
}
