// Floor of issue 26: the library work one `POST /api/v1/evidence` cannot skip, in C with no DepthKit
// code: SHA-256 of the photo continued over the depth (photo_hash and capture_hash from one pass),
// libdeflate's gzip inflate of the depth, and TurboJPEG's verifying decode of the photo (header,
// then the whole entropy-coded stream at 1/8 scale in grey, stopping on any warning: what the
// `photo_decodes` check proves), or in its place the entropy walk of jpeg-entropy-walk.h (what
// JPEGEntropyValidator does for the common layout: the same proof without dequantising, IDCT or output).
// Thread CPU time per part, median and best of the repetitions, and the sum with each photo check.
//   evidence-request PHOTO.jpg DEPTH.gz [REPETITIONS] [both|turbojpeg|walk]
// (turbojpeg or walk: only that photo check runs, for the two-process throughput floor.)
#include <libdeflate.h>
#include <openssl/evp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <turbojpeg.h>
#include "floor-timing.h"
#include "jpeg-entropy-walk.h"
int main(int argc,char**argv){
  if(argc<3){fprintf(stderr,"usage: %s PHOTO.jpg DEPTH.gz [REPETITIONS]\n",argv[0]);return 64;}
  size_t photoLength,depthLength; unsigned char*photo=slurp(argv[1],&photoLength),*depth=slurp(argv[2],&depthLength);
  int reps=argc>3?atoi(argv[3]):50; const char*mode=argc>4?argv[4]:"both";
  int turbo=strcmp(mode,"walk")!=0,walking=strcmp(mode,"turbojpeg")!=0;
  double*hash=calloc(reps,sizeof(double)),*inflate=calloc(reps,sizeof(double)),*jpeg=calloc(reps,sizeof(double)),
    *walk=calloc(reps,sizeof(double)),*sum=calloc(reps,sizeof(double)),*walkSum=calloc(reps,sizeof(double));
  struct libdeflate_decompressor*dc=libdeflate_alloc_decompressor(); size_t outcap=1<<24; unsigned char*out=malloc(outcap);
  unsigned char*grey=malloc(16384*16384/64+16384); unsigned char digest[32],captureDigest[32];
  EVP_MD_CTX*photoHash=EVP_MD_CTX_new(),*captureHash=EVP_MD_CTX_new();
  for(int r=0;r<reps;r++){
    double t0=now();
    EVP_DigestInit_ex(photoHash,EVP_sha256(),NULL); EVP_DigestUpdate(photoHash,photo,photoLength);
    EVP_MD_CTX_copy_ex(captureHash,photoHash); EVP_DigestFinal_ex(photoHash,digest,NULL);
    EVP_DigestUpdate(captureHash,depth,depthLength); EVP_DigestFinal_ex(captureHash,captureDigest,NULL);
    double t1=now(); size_t got;
    if(libdeflate_gzip_decompress(dc,depth,depthLength,out,outcap,&got)!=0){fprintf(stderr,"depth does not inflate\n");return 1;}
    double t2=now();
    if(turbo){
      tjhandle h=tjInitDecompress(); int w,hh,s,cs;
      if(tjDecompressHeader3(h,photo,photoLength,&w,&hh,&s,&cs)||
         tjDecompress2(h,photo,photoLength,grey,(w+7)/8,0,(hh+7)/8,TJPF_GRAY,TJFLAG_STOPONWARNING)){
        fprintf(stderr,"photo: %s\n",tjGetErrorStr2(h));return 1;}
      tjDestroy(h);
    }
    double t3=now();
    if(walking&&!jpeg_entropy_walk(photo,photoLength)){fprintf(stderr,"photo: the entropy walk does not call it clean\n");return 1;}
    double t4=now();
    hash[r]=t1-t0; inflate[r]=t2-t1; jpeg[r]=t3-t2; walk[r]=t4-t3; sum[r]=t3-t0; walkSum[r]=t2-t0+t4-t3;
  }
  printf("photo %zu bytes, depth %zu bytes gzip, %d repetitions (thread CPU)\n",photoLength,depthLength,reps);
  show("SHA-256 photo, continued over depth",hash,reps); show("gzip inflate (libdeflate)",inflate,reps);
  if(turbo){show("JPEG verifying decode (1/8, grey)",jpeg,reps);}
  if(walking){show("JPEG entropy walk (jpeg-entropy-walk.h)",walk,reps);}
  if(turbo){show("sum with the TurboJPEG decode",sum,reps);}
  if(walking){show("sum with the entropy walk",walkSum,reps);}
  return 0; }
