import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The instance logo when it has one, otherwise its company name set as a text logo. */
export function Logo({ logoUrl, companyName, height = 36 }: { logoUrl?: string | null; companyName: string; height?: number }) {
  if (logoUrl) {
    return <Box component="img" src={logoUrl} alt={companyName} sx={{ height, maxWidth: 180, objectFit: 'contain' }} />;
  }
  return (
    <Typography
      component="span"
      aria-label={companyName}
      sx={{ fontWeight: 750, fontSize: height * 0.55, color: 'primary.main', letterSpacing: '-0.01em', whiteSpace: 'nowrap' }}
    >
      {companyName}
    </Typography>
  );
}
