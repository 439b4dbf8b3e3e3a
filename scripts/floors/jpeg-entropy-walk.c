// Floor of issue 26's photo check: how fast a baseline sequential Huffman JPEG's entropy-coded data can be
// walked with the file's own tables (every MCU's codes decoded, coefficient indices checked, byte stuffing and
// restart markers followed, no premature end, no extraneous bytes), with no coefficient storage, no IDCT and no
// output, beside TurboJPEG's verifying decode of the same file (header, then the whole stream at 1/8 scale in
// grey with TJFLAG_STOPONWARNING). Thread CPU time of each, median and best of the repetitions, alternated.
//   jpeg-entropy-walk PHOTO.jpg [REPETITIONS]
// The walk lives in jpeg-entropy-walk.h (shared with evidence-request.c); it answers 1 only for a stream it
// fully understands and finds clean, 0 for anything else.
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <turbojpeg.h>
#include "floor-timing.h"
#include "jpeg-entropy-walk.h"
int main(int argc,char**argv){
  if(argc<2){fprintf(stderr,"usage: %s PHOTO.jpg [REPETITIONS]\n",argv[0]);return 64;}
  size_t length; unsigned char*photo=slurp(argv[1],&length); int reps=argc>2?atoi(argv[2]):50;
  double*walk=calloc(reps,sizeof(double)),*turbo=calloc(reps,sizeof(double)),*header=calloc(reps,sizeof(double));
  unsigned char*grey=malloc(16384*16384/64+16384); int accepted=0,decoded=0;
  for(int r=0;r<reps;r++){
    double t0=now();
    accepted+=jpeg_entropy_walk(photo,length);
    double t1=now();
    tjhandle h=tjInitDecompress(); int w,hh,s,cs;
    decoded+=!(tjDecompressHeader3(h,photo,length,&w,&hh,&s,&cs)||
       tjDecompress2(h,photo,length,grey,(w+7)/8,0,(hh+7)/8,TJPF_GRAY,TJFLAG_STOPONWARNING));
    tjDestroy(h);
    double t2=now();
    h=tjInitDecompress(); tjDecompressHeader3(h,photo,length,&w,&hh,&s,&cs); tjDestroy(h);
    double t3=now(); walk[r]=t1-t0; turbo[r]=t2-t1; header[r]=t3-t2;
  }
  printf("photo %zu bytes, %d repetitions (thread CPU): walk accepted %d, TurboJPEG decoded %d\n",length,reps,accepted,decoded);
  show("entropy walk (C, no output)",walk,reps); show("TurboJPEG verifying decode (1/8, grey)",turbo,reps);
  show("TurboJPEG header alone",header,reps);
  return 0; }
