import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { isRole, MESSAGES, type AccessTokenClaims } from '@fieldwork/contracts';
import { AppError } from '../common/app-error';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { Database } from '../db/database';
import type { AuthUser } from '../tenancy/instance.types';
import { UsersRepository } from '../users/users.repository';

/**
 * Bearer access tokens. A token is good only on a host of the instance that issued it, and only
 * while its user exists and is not banned.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(Database) private readonly db: Database,
    @Inject(UsersRepository) private readonly users: UsersRepository,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwt.secret,
      passReqToCallback: true,
    });
  }

  async validate(req: FastifyRequest, claims: AccessTokenClaims): Promise<AuthUser> {
    const instance = req.instance;
    if (!instance || instance.id !== claims.instanceId) {
      throw new AppError('unauthenticated', 'This session belongs to another instance');
    }
    if (!instance.active) throw new AppError('instance_inactive', MESSAGES.instanceInactive);
    const user = await this.db.tenant(instance.id, (scope) => this.users.findById(scope, claims.sub));
    if (!user || !isRole(user.role)) throw new AppError('unauthenticated', 'Session expired, please sign in again');
    if (user.banned) throw new AppError('user_banned', MESSAGES.userBanned);
    return {
      id: user.id,
      instanceId: instance.id,
      email: user.email,
      role: user.role,
      ...(claims.impersonatedBy ? { impersonatedBy: claims.impersonatedBy } : {}),
    };
  }
}
