import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

/** The centred card that holds the sign-in and onboarding forms. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, sm: 5 } }}>
      <Paper
        variant="outlined"
        sx={{
          width: '100%',
          maxWidth: 480,
          p: { xs: 2.5, sm: 4 },
          borderRadius: 3,
          boxShadow: '0 8px 24px rgba(16, 42, 67, 0.08)',
        }}
      >
        {children}
      </Paper>
    </Box>
  );
}
