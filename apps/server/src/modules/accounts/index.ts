// The accounts module's one public face: what other modules may call, and its routes.
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { authRoutes } from './auth.routes';
import { adminCustomLabelRoutes } from './admin/registration-labels.routes';
import { studentsRoutes } from './admin/students.routes';
import { studentAccountRoutes } from './admin/students-account.routes';
import { passwordResetRoutes } from './password-reset.routes';
import { signInLinkRoutes } from './sign-in-link/sign-in-link.routes';
import { registrationRoutes } from './registration.routes';
import { registrationFormRoutes } from './registration-form.routes';
import { studentProfileRoutes } from './student-profile.routes';
import { myAccountRoutes } from './my-account.routes';
import { sessionStorePort } from '../../plugins/session-store-port';
import { deleteSession, extendSession, findSessionWithUser, insertSession } from './session.repository';
import { signInMethodsRoutes } from './social/sign-in-methods.routes';
import { messagePreferencesRoutes } from './messages/message-preferences.routes';

// The session plugin serves every module's routes, so it cannot load this one: it is handed the store.
sessionStorePort.supply({ deleteSession, extendSession, findSessionWithUser, insertSession });

/** The accounts module's routes, registered in the app's own context. */
export const accountsModule = fp(
  async (app, options: { config: Config; fontsDir?: string | undefined }) => {
    await app.register(authRoutes, { config: options.config });
    await app.register(adminCustomLabelRoutes);
    await app.register(studentsRoutes);
    await app.register(studentAccountRoutes, { config: options.config });
    await app.register(passwordResetRoutes, { config: options.config });
    await app.register(signInLinkRoutes, { config: options.config });
    await app.register(registrationRoutes, { config: options.config });
    await app.register(registrationFormRoutes);
    await app.register(studentProfileRoutes);
    await app.register(myAccountRoutes);
    await app.register(signInMethodsRoutes);
    await app.register(messagePreferencesRoutes);
  },
  { name: 'accounts-module' },
);

export { findStudent } from './admin/students.repository';
export { notAStudent } from './admin/students.service';
export { fieldRefusal, toFieldIssues } from './field-issues';
export { validationTexts } from './request-locale';
export { studentEnrolmentPort } from './admin/student-enrolment-port';
export { deleteSession, extendSession, findSessionWithUser, insertSession };
export { allowsMail, findLineRecipient } from './messages/message-preferences.service';
export type { MessagePurpose } from './messages/message-preferences.service';
