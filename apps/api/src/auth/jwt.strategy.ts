import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { isRole, MESSAGES, type AccessTokenClaims } from '@fieldwork/contracts';
import { AppError } from '../common/app-error';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { TokenIdentity } from '../tenancy/instance.types';

/**
 * Bearer access tokens: the signature, the expiry and the instance. A token is good only on a
 * host of the instance that issued it. Whether its user still exists, is not banned and has the
 * role is checked in the request's own transaction (RequestScopeInterceptor), not here.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A key object, not the string: jsonwebtoken otherwise tries to read a string as a public key
      // on every verify (and fails), which was a fifth of a signed-in request's CPU.
      secretOrKey: createSecretKey(Buffer.from(config.jwt.secret)) as unknown as string,
      passReqToCallback: true,
    });
  }

  validate(req: FastifyRequest, claims: AccessTokenClaims): TokenIdentity {
    const instance = req.instance;
    if (!instance || instance.id !== claims.instanceId) {
      throw new AppError('unauthenticated', 'This session belongs to another instance');
    }
    if (!instance.active) throw new AppError('instance_inactive', MESSAGES.instanceInactive);
    if (typeof claims.sub !== 'string' || !isRole(claims.role)) throw new AppError('unauthenticated', 'Sign in first');
    return {
      sub: claims.sub,
      instanceId: claims.instanceId,
      role: claims.role,
      ...(claims.impersonatedBy ? { impersonatedBy: claims.impersonatedBy } : {}),
    };
  }
}
