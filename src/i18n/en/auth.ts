import type { Area } from './catalogue';

/** Login, sign up, forgot and reset password. */
export const authEntries = {
  'login.title': 'Login',
  'login.email': 'E-mail',
  'login.password': 'Password',
  'login.showPassword': 'Show password',
  'login.hidePassword': 'Hide password',
  'login.submit': 'Login',
  'login.signUp': 'Sign up',
  'login.forgot': 'Forgot password?',
  'login.failedTitle': 'Login Failed',
  'login.enterEmail': 'Please enter email address',
  'login.enterPassword': 'Please enter password',
  'login.invalidEmail': 'Please enter a valid email address',
  'login.invalidPassword': 'Please enter a valid password',
  'login.enterBoth': 'Please enter your email and password',
  'login.error.invalidEmail': 'Please enter a valid email address',
  'login.error.wrongPassword': 'Password does not match email provided.',
  /** Sign-in's one failure for a wrong password and an unknown address (README, deliberate departures: ASVS 2.2 / V6, no account enumeration). */
  'login.error.invalidCredentials': 'The e-mail address or password is incorrect.',
  'login.error.tooManyRequests': 'You have attempted to login too many times. Please try again later.',
  'login.error.default': 'Issue with login credentials. Please contact support if this issue persists.',
  'login.error.offline': 'You will be logged in as soon as you are back online',
  'login.sessionEnded': 'Your session has ended. Please sign in again.',
  'login.accountDeletedFirebase':
    "Your account in this app has been deleted. Your sign-in (e-mail and password) belongs to the estate's Firebase project and stays there: ask the estate to remove it.",

  'signup.title': 'Sign Up',
  'signup.firstName': 'First Name',
  'signup.lastName': 'Last Name',
  'signup.mobile': 'Mobile',
  'signup.email': 'E-mail',
  'signup.estate': 'Estate',
  'signup.estatePlaceholder': 'Select an estate',
  'signup.password': 'Password',
  'signup.confirmPassword': 'Re-type Password',
  'signup.userType': 'User Type',
  'signup.userTypePlaceholder': 'Select a user type',
  'signup.userType.resident': 'Resident',
  'signup.userType.owner': 'Owner',
  'signup.userType.visitor': 'Visitor',
  'signup.unitNo': 'Unit number',
  'signup.unitNoHint': 'The unit you live in or own, if you know it. The estate manager checks it before you are added.',
  'signup.terms': 'I accept the terms and privacy policy',
  'signup.viewTerms': 'View terms',
  'signup.termsTitle': 'Terms and Privacy Policy',
  'signup.termsBody':
    'By signing up you agree that the estate may store your name, contact details and the roles you hold so that it can give you access to the estate and its services. Your details are used only for running the estate and are never sold. You may ask for your account to be deleted at any time from Personal Information.',
  'signup.termsBack': 'Back to sign up',
  'signup.submit': 'Sign Up',
  'signup.haveAccount': 'Already have an account? Login',
  'signup.passwordsMismatch': 'Passwords do not match',
  'signup.successTitle': 'Success',
  'signup.successBody': 'User Registered',
  'signup.failedTitle': 'Sign Up Failed',
  'signup.failedDefault': 'error',
  'signup.offline': 'You are offline',
  'signup.estatesLoading': 'Loading estates...',
  'signup.error.emailInUse': 'You already have an account, please reset password if you forgot it.',
  'signup.error.weakPassword': 'Please enter a stronger password',
  'signup.error.invalidEmail': 'Please enter a valid email address',

  'forgot.title': 'Forgot password',
  'forgot.email': 'E-mail',
  'forgot.submit': 'Send reset link',
  'forgot.invalidEmail': 'Please enter a valid email address',
  'forgot.confirmTitle': 'Reset password',
  'forgot.confirm': 'You are about to reset password for {email}. Are you sure you wish to continue?',
  'forgot.success': 'Reset link sent successfully, please follow the instructions sent to your email',
  'forgot.failure': 'Failed to send reset link, please try again later.',
  'forgot.offline': 'Unable to send reset link. Link will be sent as soon as your back online.',
  'forgot.backToLogin': 'Back to Login',

  'reset.title': 'Reset password',
  'reset.password': 'New Password',
  'reset.confirmPassword': 'Re-type Password',
  'reset.submit': 'Reset password',
  'reset.success': 'Your password has been reset. You can now log in with your new password.',
  'reset.failure': 'Unable to reset password at this time, please try again later.',
  'reset.missingToken': 'This reset link is not valid. Please request a new one.',
  'reset.offline': 'You are offline',
  'reset.toLogin': 'Go to Login',
} as const;

/** Sign-up field messages, shared by the form, the contract schema and the server (spec 1 section 5). */
export const SIGN_UP_MESSAGES = {
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  invalidName: 'Please enter a valid name.',
  mobileRequired: 'Please enter your mobile number',
  invalidMobile: 'Please enter a valid phone number.',
  estateRequired: 'Please select an estate',
  emailRequired: 'Please enter your email',
  invalidEmail: authEntries['login.invalidEmail'],
  passwordRequired: 'Please enter a password',
  confirmRequired: 'Please re-enter your password',
  passwordMismatch: 'Passwords do not Match',
  userTypeRequired: 'Please choose a user type',
  termsRequired: 'Please accept the terms and privacy policy',
  invalidUnitNo: 'Please enter a valid unit number (letters, digits, spaces, / or -, at most 20 characters).',
} as const;

export function passwordLengthMessage(minLength: number): string {
  return `Please make sure that your password is at least ${minLength} characters long.`;
}

/** The server's answers to sign-in, sign-up, forgot and reset password (spec 1 section 8). */
export const AUTH_MESSAGES = {
  enterPassword: authEntries['login.enterPassword'],
  /** A wrong password and an unknown address alike, so sign-in never tells whether an account exists. */
  invalidCredentials: authEntries['login.error.invalidCredentials'],
  wrongPassword: authEntries['login.error.wrongPassword'],
  tooManySignIns: authEntries['login.error.tooManyRequests'],
  emailInUse: authEntries['signup.error.emailInUse'],
  forgotFailed: 'Unable to process your request at this time.',
  invalidResetToken: 'This reset link is invalid or has expired. Please request a new one.',
  /** Firebase Auth: the ID token could not be verified (spec 1 section 8, provider failures). */
  firebaseFailed: 'Authentication failed',
  firebaseNotConfigured: 'Sign-in with Firebase is not set up on this server.',
  /** An existing account is linked only to a Firebase user whose e-mail address is verified. */
  emailNotVerified: 'Please verify your e-mail address: open the link we sent you, then log in again.',
  firebaseNoEmail: 'Your sign-in has no e-mail address. Please log in with your e-mail and password.',
  /** The local account is linked to another Firebase user already. */
  firebaseLinkedElsewhere: 'This e-mail address is linked to another sign-in. Please contact support.',
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof authEntries> {}
}

export default authEntries;
