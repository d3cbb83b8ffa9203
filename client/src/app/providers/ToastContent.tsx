import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

/** notistack's toast in the theme's green and red, with the app's rounded corners. */
export const ToastContent = styled(MaterialDesignContent)(({ theme }) => ({
  borderRadius: theme.shape.borderRadius,
  fontWeight: 500,
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main },
}));
