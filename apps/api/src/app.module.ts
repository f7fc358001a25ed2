import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE, DiscoveryModule } from '@nestjs/core';
import { ZodValidationPipe } from 'nestjs-zod';
import { RequestScopeInterceptor } from './access/request-scope.interceptor';
import { RouteAccessCheck } from './access/route-access.check';
import { AuthController } from './auth/auth.controller';
import { AuthService } from './auth/auth.service';
import { JwtAuthGuard } from './auth/jwt-auth.guard';
import { AccessTokenSigner } from './auth/access-token';
import { LoginRateLimiter } from './auth/login-rate-limiter';
import { PasswordResetLimiter } from './auth/password-reset-limiter';
import { PasswordService } from './auth/password.service';
import { TokenService } from './auth/token.service';
import { ErrorFilter } from './common/error.filter';
import type { AppConfig } from './config/config';
import { Database } from './db/database';
import { AnswerLinksModule } from './answer-links/answer-links.module';
import { AssetsModule } from './assets/assets.module';
import { CoreModule } from './core/core.module';
import { ListsModule } from './lists/lists.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { JobSettingsModule } from './job-settings/job-settings.module';
import { JobTypesModule } from './job-types/job-types.module';
import { JobsModule } from './jobs/jobs.module';
import { AnswersModule } from './answers/answers.module';
import { BlueprintsModule } from './blueprints/blueprints.module';
import { JobExportModule } from './jobs-export/job-export.module';
import { JobTypeTemplatesModule } from './job-types/templates/job-type-templates.module';
import { ProjectsModule } from './projects/projects.module';
import { ProjectFieldsModule } from './project-fields/project-fields.module';
import { EventsModule } from './events/events.module';
import { BellHandlers } from './notifications/bell.handlers';
import { InstanceStateModule } from './settings/instance-state.module';
import { HealthController } from './health/health.controller';
import { NotificationsController } from './notifications/notifications.controller';
import { NotificationsRepository } from './notifications/notifications.repository';
import { NotificationsService } from './notifications/notifications.service';
import { BootstrapService } from './settings/bootstrap.service';
import { SettingsController } from './settings/settings.controller';
import { TogglesService } from './settings/toggles.service';
import { AccountsController } from './users/accounts.controller';
import { AccountsService } from './users/accounts.service';
import { ImpersonationService } from './users/impersonation.service';
import { UserActivitiesService } from './users/user-activities.service';
import { UserManagementService } from './users/user-management.service';
import { UserTokensRepository } from './users/user-tokens.repository';
import { UsersController } from './users/users.controller';
import { UsersRepository } from './users/users.repository';
import { UsersService } from './users/users.service';
import { createMailTransport } from './mail/create-mail-transport';
import { MailDelivery } from './mail/mail-delivery.service';
import { MAIL_TRANSPORT, MailTransports } from './mail/mail-transports';
import { MailerModule } from './mail/mailer.module';
import { MailsController } from './mail/mails.controller';
import { MailsService } from './mail/mails.service';
import { SkillExpiryCheck } from './skills/skill-expiry-check.service';
import { SkillRequirementsModule } from './skills/skill-requirements.module';
import { SkillsController } from './skills/skills.controller';
import { SkillsService } from './skills/skills.service';
import { UserSkillsService } from './skills/user-skills.service';

/**
 * The application. The database is opened and migrated before Nest starts (main.ts, or the test
 * harness), and handed in here.
 */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, database: Database): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config, database),
        MailerModule,
        InstanceStateModule,
        ListsModule,
        EventsModule,
        AssetsModule,
        ProjectsModule,
        ProjectFieldsModule,
        SkillRequirementsModule,
        JobTypesModule,
        JobTypeTemplatesModule,
        JobsModule,
        AnswersModule,
        BlueprintsModule,
        JobSettingsModule,
        DashboardModule,
        JobExportModule,
        AnswerLinksModule,
        DiscoveryModule,
      ],
      controllers: [
        AuthController,
        UsersController,
        AccountsController,
        SettingsController,
        NotificationsController,
        MailsController,
        HealthController,
        SkillsController,
      ],
      providers: [
        { provide: APP_PIPE, useClass: ZodValidationPipe },
        // The one interceptor: the request's transaction, with the reply validated before it commits.
        { provide: APP_INTERCEPTOR, useClass: RequestScopeInterceptor },
        { provide: APP_FILTER, useClass: ErrorFilter },
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        RouteAccessCheck,
        PasswordService,
        TokenService,
        LoginRateLimiter,
        AuthService,
        { provide: AccessTokenSigner, useFactory: () => new AccessTokenSigner(config.jwt.secret) },
        UsersRepository,
        UsersService,
        UserTokensRepository,
        PasswordResetLimiter,
        AccountsService,
        UserManagementService,
        UserActivitiesService,
        ImpersonationService,
        TogglesService,
        BootstrapService,
        NotificationsRepository,
        NotificationsService,
        BellHandlers,
        { provide: MAIL_TRANSPORT, useFactory: () => createMailTransport({ SMTP_URL: config.smtpUrl }) },
        MailTransports,
        MailDelivery,
        MailsService,
        SkillsService,
        UserSkillsService,
        SkillExpiryCheck,
      ],
    };
  }
}
