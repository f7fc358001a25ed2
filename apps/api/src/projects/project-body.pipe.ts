/** Project bodies are parsed like every body whose refusal names its first problem (spec 1 sections 5 and 8). */
export { BodyPipe as ProjectBodyPipe } from '../common/body.pipe';
