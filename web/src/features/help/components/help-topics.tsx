// What the help page says (spec 1 §2 "Help page"): one topic per thing a client does in the portal,
// in the words the screens use, so a reader can find the button the text names.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { MAX_IMPORT_FILE_BYTES, MAX_IMPORT_FILES } from '@portico/common/imports/imports';
import { SIGN_IN_MESSAGES } from '@portico/common/auth/sign-in-messages';

export const HELP_TOPIC_IDS = [
  'signing-in',
  'questionnaires',
  'documents',
  'messages',
  'profile',
] as const;
export type HelpTopicId = (typeof HELP_TOPIC_IDS)[number];

export interface HelpTopic {
  id: HelpTopicId;
  icon: SvgIconComponent;
  title: string;
  summary: string;
  body: ReactNode;
}

/** What the reader may use: a topic about something their firm has turned off is left out. */
export interface HelpAudience {
  messages: boolean;
  documents: boolean;
}

const MAX_MB = MAX_IMPORT_FILE_BYTES / (1024 * 1024);

function Subheading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2.5, mb: 0.5 }}>
      {children}
    </Typography>
  );
}

function P({ children }: { children: ReactNode }) {
  return <Typography sx={{ mb: 1.5 }}>{children}</Typography>;
}

/** A bulleted list whose items may start with a bold term. */
function Points({ items }: { items: { term?: string; text: ReactNode }[] }) {
  return (
    <Box component="ul" sx={{ pl: 3, my: 1, '& > li': { mb: 1 } }}>
      {items.map((item, index) => (
        <Typography component="li" key={item.term ?? index}>
          {item.term && <strong>{item.term}: </strong>}
          {item.text}
        </Typography>
      ))}
    </Box>
  );
}

/** A label of the screen the text refers to, set apart so it can be spotted on the screen. */
const UI = ({ children }: { children: ReactNode }) => <strong>{children}</strong>;

export function helpTopics(audience: HelpAudience): HelpTopic[] {
  const topics: (HelpTopic | false)[] = [
    {
      id: 'signing-in',
      icon: LoginOutlined,
      title: 'Signing in',
      summary: 'Passwords, emailed links, texted codes and two-factor codes',
      body: (
        <>
          <P>
            Enter the email address your firm has for you and choose <UI>Continue</UI>. The portal
            then asks for whatever your account uses to sign in:
          </P>
          <Points
            items={[
              {
                term: 'Password',
                text: (
                  <>
                    type your password and choose <UI>Sign in</UI>. The eye button shows what you
                    typed.
                  </>
                ),
              },
              {
                term: 'Emailed link',
                text: 'we email you a sign-in link. Open it and you are signed in; if it has expired, the page offers to send a new link or a texted code.',
              },
              {
                term: 'Texted code',
                text: (
                  <>
                    we text a 6-digit code to your phone. Type it in and choose <UI>Verify</UI>;{' '}
                    <UI>Send a new code</UI> sends another.
                  </>
                ),
              },
              {
                term: 'Two-factor code',
                text: 'when two-factor authentication is on (you or your firm can turn it on), we also email you a 6-digit code after your password or link, as a second step.',
              },
            ]}
          />
          <Subheading>Forgot your password?</Subheading>
          <P>
            On the password screen, choose <UI>Forgot password?</UI> and then{' '}
            <UI>Send reset link</UI>. We email you a link to set a new password.{' '}
            <UI>Try another way</UI> emails you a link too, if you would rather sign in with a link
            or a texted code from now on.
          </P>
          <Subheading>Locked out after too many tries?</Subheading>
          <P>
            After several wrong passwords or codes you will see “
            {SIGN_IN_MESSAGES.accountRestricted}” Wait a little and try again, or reset your
            password to get back in straight away.
          </P>
          <Subheading>No email or text arrived?</Subheading>
          <P>
            Look in your spam or junk folder, check that you typed the address your firm has for
            you, and ask for a new one: links and codes only work for a short time. If your phone
            number has changed, choose <UI>Reset sign-in method</UI> when the portal offers it, or
            ask your firm to update it.
          </P>
        </>
      ),
    },
    {
      id: 'questionnaires',
      icon: AssignmentOutlined,
      title: 'Answering questionnaires',
      summary: 'Sections, saving as you go, and signing',
      body: (
        <>
          <P>
            Your questionnaires are on your dashboard, for the tax year chosen at the top. Open one
            to start, or to carry on where you left off.
          </P>
          <Points
            items={[
              {
                term: 'Progress saves automatically',
                text: 'every answer is saved as you type or choose it. There is no Save button, and you can close the page and come back later.',
              },
              {
                term: 'Sections',
                text: 'a questionnaire is split into sections, listed beside it with how many you have completed. Answer them in any order, unless your firm asks you to finish the first one before the others.',
              },
              {
                term: 'Signatures',
                text: 'some sections ask you to sign, for example to accept an engagement letter. A signed letter cannot be changed afterwards. When more than one person must sign, the section shows who else still needs to.',
              },
            ]}
          />
          <P>
            When every section is done, review your answers and submit them to your firm. If your
            account or entity is read-only, you can read questionnaires but not answer them: ask
            your firm.
          </P>
        </>
      ),
    },
    {
      id: 'documents',
      icon: UploadFileOutlined,
      title: 'Uploading documents',
      summary: `PDF, PNG, GIF, JPEG and HEIC files, up to ${MAX_MB} MB each`,
      body: (
        <>
          <P>
            {audience.documents ? (
              <>
                Upload documents where a questionnaire asks for them, or any time in{' '}
                <UI>Documents</UI>, your entity’s document folder.
              </>
            ) : (
              'Upload documents where a questionnaire asks for them.'
            )}
          </P>
          <Points
            items={[
              {
                term: 'File types',
                text: 'PDF, PNG, GIF, JPEG and HEIC (the format of iPhone photos).',
              },
              {
                term: 'Size',
                text: `up to ${MAX_MB} MB for each file, and up to ${MAX_IMPORT_FILES} files at a time.`,
              },
              {
                term: 'Password-protected PDFs',
                text: 'remove the password before you upload, so your firm can open the file.',
              },
              {
                term: 'Files that cannot be read',
                text: 'are skipped with a message. Check them and upload them again; a file you have already uploaded is not uploaded twice.',
              },
            ]}
          />
          <P>
            Photographing a paper document? Lay it flat in good light, one page per photo, with the
            whole page in the picture.
          </P>
        </>
      ),
    },
    audience.messages && {
      id: 'messages',
      icon: ChatBubbleOutlineOutlined,
      title: 'Messages',
      summary: 'Writing to your firm and reading their replies',
      body: (
        <>
          <P>
            Choose <UI>Messages</UI> in the menu, or <UI>Send a Message</UI> on your dashboard, to
            write to your firm about the entity you have chosen. Their replies appear in the same
            conversation.
          </P>
          <P>
            Please don’t send passwords or full account numbers by message. For anything urgent,
            call your firm as well.
          </P>
        </>
      ),
    },
    {
      id: 'profile',
      icon: ManageAccountsOutlined,
      title: 'Keeping your profile up to date',
      summary: 'Your name, contact details, sign-in method and entities',
      body: (
        <>
          <P>
            In <UI>Profile Settings</UI> you can change your name and preferred name, your phone
            numbers, your time zone, how we contact you (Email, or Email &amp; Text) and two-factor
            authentication.
          </P>
          <Points
            items={[
              {
                term: 'A new email or phone to sign in with',
                text: 'we send a code to the new address or number to confirm it is yours, and let the old address know about the change.',
              },
              {
                term: 'Your entities',
                text: 'each entity’s name, business email and address are on the same page. Keeping them current means your firm’s letters and forms reach you.',
              },
            ]}
          />
          <P>If your account or an entity is read-only, ask your firm to make the change.</P>
        </>
      ),
    },
  ];
  return topics.filter((topic): topic is HelpTopic => topic !== false);
}
