// The inputs of the password operations, apart from the operation table: the sign-in, sign-up and reset forms validate
// with the same schemas as the platform without shipping every operation to the browser (lint bans value imports of
// the table from client code).
import { z } from 'zod';

const email = z.email({ error: 'Enter a valid email address' });
const redirectTo = z.url({ error: 'redirect_to must be an absolute URL' }).optional();
const newPassword = z.string().min(8, 'Use at least 8 characters');

export const authInputs = {
  email,
  redirectTo,
  signUp: z.object({ email, password: newPassword, redirect_to: redirectTo }),
  signInWithPassword: z.object({ email, password: z.string().min(1, 'Enter your password') }),
  updatePassword: z.object({ password: newPassword }),
};
