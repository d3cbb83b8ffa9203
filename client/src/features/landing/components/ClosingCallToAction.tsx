import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export function ClosingCallToAction() {
  return (
    <Box component="section" sx={{ py: { xs: 8, md: 12 } }}>
      <Container maxWidth="md">
        <Box
          sx={{
            borderRadius: '28px',
            px: { xs: 3, md: 8 },
            py: { xs: 6, md: 8 },
            textAlign: 'center',
            color: 'common.white',
            background: 'linear-gradient(135deg, #0a66c2 0%, #004182 100%)',
            boxShadow: '0 20px 50px rgba(10,102,194,0.25)',
          }}
        >
          <Typography variant="h3" component="h2" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' } }}>
            Ready to put your LinkedIn on autopilot?
          </Typography>
          <Typography sx={{ mt: 2, mb: 4, opacity: 0.9, fontSize: '1.05rem' }}>
            Create your account, pick your topics and have your first post ready in minutes.
          </Typography>
          <Button
            component={RouterLink}
            to="/register"
            size="large"
            variant="contained"
            sx={{
              bgcolor: 'common.white',
              color: 'primary.dark',
              '&:hover': { bgcolor: 'grey.100' },
            }}
          >
            Get Started
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
